import type { TypeOnlyPeer } from './type-only-peer';

export type TypeOnlyModule = { peer?: TypeOnlyPeer };
export const typeOnlyModule = 'type-only';
