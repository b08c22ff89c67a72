// The load's footing: the administrator's session, whether the server is up, and the client address of each
// reset request (scripts/crash-test.mjs hands them to the workers).
import fs from 'node:fs';
import path from 'node:path';

/** The administrator the first start creates (DATA_DIR/admin-credentials.txt). */
export const readAdminCredentials = (dataDir) => {
  const text = fs.readFileSync(path.join(dataDir, 'admin-credentials.txt'), 'utf8');
  return { email: /^email: (.+)$/m.exec(text)?.[1], password: /^password: (.+)$/m.exec(text)?.[1] };
};

/**
 * The load's session over `api`: `signIn()` as `credentials` (set once the first start has written them), and
 * the `control` the workers wait on while the server restarts and sign in again through after a 401 (one
 * sign-in for every worker that asks meanwhile); `reauthentications` counts those.
 */
export const createSession = (api) => {
  const session = { credentials: undefined, reauthentications: 0 };
  let signingIn = null;
  const signIn = async () => {
    for (;;) {
      const answer = await api.post('/auth/login', { ...session.credentials, remember_me: false });
      if (answer.outcome === 'ack') {
        api.token = answer.data.token;
        return;
      }
      if (answer.outcome === 'refused')
        throw new Error(`Sign-in refused: ${answer.status} ${answer.message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const control = {
    stopping: false,
    up: false,
    waiters: [],
    waitUp() {
      return this.up ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
    },
    setUp(up) {
      this.up = up;
      if (up) this.waiters.splice(0).forEach((resolve) => resolve());
    },
    reauthenticate() {
      session.reauthentications += 1;
      signingIn ??= signIn().finally(() => (signingIn = null));
      return signingIn;
    },
  };
  return Object.assign(session, { signIn, control });
};

/**
 * The client address of each reset request: its own loopback address (127.77.x.y) when this machine lets a
 * socket bind one (Linux routes all of 127.0.0.0/8 to the loopback interface), so the per-address limit of 20
 * requests an hour never refuses the load; otherwise 127.0.0.1 for at most 15 requests a run.
 */
const SINGLE_ADDRESS_BUDGET = 15;
export const chooseResetAddresses = async (api) => {
  const probe = await api.requestFrom('127.77.0.1', 'GET', '/health');
  if (probe.outcome === 'ack') {
    let used = 0;
    return {
      description: 'one loopback address per request',
      available: () => true,
      next: () => {
        const index = used++;
        return `127.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      },
    };
  }
  let used = 0;
  return {
    description: `127.0.0.1 only (binding 127.77.0.1: ${probe.error ?? probe.status}), at most ${SINGLE_ADDRESS_BUDGET} requests`,
    available: () => used < SINGLE_ADDRESS_BUDGET,
    next: () => {
      used += 1;
      return undefined;
    },
  };
};
