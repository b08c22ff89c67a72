import { second } from './second-module';

export const third = `${second} then third`;
