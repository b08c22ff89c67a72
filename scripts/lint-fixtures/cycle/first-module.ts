import { second } from './second-module';

export const first = (): string => `first then ${second}`;
