// A TCP port free on the loopback interface now, for a server a script starts (the crash test, Lighthouse, the
// release test).
import net from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
