import { typeOnlyModule } from './type-only-module';

export type TypeOnlyPeer = { name: string };
export const peerName = `${typeOnlyModule} peer`;
