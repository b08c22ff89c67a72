// The worker's program images and password-reset mail (with the app users it is sent to), paced across all
// workers. Methods of Worker (load.mjs): `this` is the worker.

/**
 * Uploads and reset requests are paced across all workers (not weighted like the rest, which would make them
 * a share of ~150 writes a second): at most one upload per UPLOAD_INTERVAL_MS and one new user with its reset
 * request per MAIL_INTERVAL_MS, so the quick run sends some 25 mails and 50-100 images.
 */
const UPLOAD_INTERVAL_MS = 80;
const MAIL_INTERVAL_MS = 250;

export const imageAndMailWrites = {
  /**
   * Uploads (or replaces) the image of one of this worker's programs. The file name carries a token, so an
   * upload in doubt is found by its files row's original_name. Checked at the end (verify-files.mjs).
   */
  async uploadImage(programId) {
    this.model.nextAt.upload = Date.now() + UPLOAD_INTERVAL_MS;
    const token = this.token('upload');
    const fileName = `${token}.png`;
    const answer = await this.write(
      'upload',
      () =>
        this.api.upload(
          `/files/training-programs/${programId}/upload-program-image`,
          { trainingProgramId: String(programId) },
          { name: fileName, type: 'image/png', data: this.image },
        ),
      { token, programId },
    );
    if (!this.model.uploads.has(programId)) this.model.uploads.set(programId, []);
    const history = this.model.uploads.get(programId);
    if (answer.outcome === 'ack') {
      const { id, full_path: fullPath, size, original_name: originalName } = answer.data;
      const program = answer.data.training_program;
      if (originalName !== fileName || program?.image !== fullPath || program?.id !== programId) {
        this.model.partialWrite(
          'upload',
          `upload ${token}: answered file ${id} ${originalName} ${fullPath}, program ${program?.id} image ${program?.image}`,
        );
      }
      history.push({ token, fileName, outcome: 'ack', data: { id, fullPath, size } });
    } else if (answer.outcome === 'doubt') {
      history.push({ token, fileName, outcome: 'doubt', data: null });
    }
    return answer;
  },

  /** Creates an app user to send reset mail to (its password is hashed: argon2id, some 50 ms). */
  async createUser() {
    const token = this.token('user');
    const body = {
      email: `${token}@example.com`,
      first_name: 'Crash',
      last_name: 'Tester',
      password: `Crash!${this.int(1000, 9999)}aZ`,
    };
    const answer = await this.write('user', () => this.api.post('/users', body), {
      token,
      email: body.email,
    });
    if (answer.outcome === 'ack') this.model.users.set(answer.data.id, { token, body, data: answer.data });
    else if (answer.outcome === 'doubt') this.model.doubtfulCreates.push({ kind: 'user', token, body });
    return answer;
  },

  /**
   * Asks for a password-reset code for an account that never asked before (so the one-mail-a-minute rule
   * never holds a mail back): the answer is 200 once the send_mail job is stored; the job writes an .eml
   * into DATA_DIR/outbox. Each request comes from a client address of its own (the per-address limit is
   * 20 an hour). A fresh user is created first when no acknowledged one is waiting.
   */
  async requestReset() {
    this.model.nextAt.mail = Date.now() + MAIL_INTERVAL_MS;
    let account = this.model.accountsReady.shift();
    if (!account) {
      const created = await this.createUser();
      if (created.outcome !== 'ack') return created;
      account = { id: created.data.id, email: created.data.email };
    }
    const address = this.resetAddresses.next();
    const answer = await this.write(
      'mail',
      () => this.api.postFrom(address, '/auth/request-password-reset', { email: account.email }),
      { email: account.email, address },
    );
    if (answer.outcome === 'ack' || answer.outcome === 'doubt')
      this.model.resets.push({ email: account.email, outcome: answer.outcome, address });
    else if (answer.outcome === 'down') this.model.accountsReady.push(account);
    else if (answer.outcome === 'unavailable')
      this.model.refusal('mail', this.name, { status: answer.error, message: `cannot send from ${address}` });
    return answer;
  },
};
