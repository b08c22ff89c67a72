// The worker's recipes (and their bulk delete and Undo), posts and comments. Methods of Worker (load.mjs):
// `this` is the worker.

const POST_TYPES = ['general', 'support', 'challenge', 'announcement'];

export const contentWrites = {
  async createRecipe() {
    const token = this.token('recipe');
    const macro = () => (this.random() < 0.2 ? null : this.int(0, 9000) / 10);
    const body = {
      name: token,
      calories: macro(),
      protein: macro(),
      carbs: macro(),
      fat: macro(),
      description: this.random() < 0.3 ? null : `Recipe of the crash test ${token}`,
      ingredients: Array.from({ length: this.int(0, 3) }, (_, section) => ({
        section: `Section ${section + 1}`,
        items: Array.from({ length: this.int(1, 4) }, (_, item) => ({
          name: `Ingredient ${section + 1}.${item + 1}`,
          amount: `${this.int(1, 500)} g`,
        })),
      })),
      directions: this.random() < 0.3 ? null : 'Mix.\nCook.\nServe.',
    };
    const answer = await this.write('recipe', () => this.api.post('/recipes', body), { token });
    if (answer.outcome === 'ack') {
      this.model.recipes.set(answer.data.id, { token, body, data: answer.data, state: 'live' });
      this.ownRecipes.push(answer.data.id);
    } else if (answer.outcome === 'doubt') this.model.doubtfulCreates.push({ kind: 'recipe', token, body });
    return answer;
  },

  /** This worker's acknowledged recipes never sent to the trash (each recipe goes in one batch at most). */
  liveOwnRecipes() {
    return this.ownRecipes.filter((id) => !this.batched.has(id));
  },

  /**
   * Moves 3-5 of this worker's recipes to the trash in one bulk delete, and undoes half of those batches at
   * once. Both carry an x-request-id of their own, so the verification finds their audit entries.
   */
  async trashRecipes() {
    const candidates = this.liveOwnRecipes();
    const recipeIds = [];
    const count = Math.min(candidates.length, this.int(3, 5));
    while (recipeIds.length < count) {
      const id = this.pick(candidates.filter((candidate) => !recipeIds.includes(candidate)));
      recipeIds.push(id);
    }
    const requestId = this.token('trash');
    const answer = await this.write(
      'trash',
      () => this.api.post('/recipes/bulk-delete', { ids: recipeIds }, { 'x-request-id': requestId }),
      { token: requestId, recipeIds },
    );
    if (answer.outcome !== 'ack' && answer.outcome !== 'doubt') return answer;
    for (const id of recipeIds) this.batched.add(id);
    const batch = { requestId, recipeIds, outcome: answer.outcome, batchId: null, undo: null };
    this.model.trashBatches.push(batch);
    const setState = (state) => {
      for (const id of recipeIds) this.model.recipes.get(id).state = state;
    };
    if (answer.outcome === 'doubt') {
      setState('either');
      return answer;
    }
    setState('trash');
    batch.batchId = answer.data.batch_id;
    if (this.random() < 0.5) return answer;
    const undoId = this.token('undo');
    const undo = await this.write(
      'undo',
      () => this.api.post(`/trash/batches/${batch.batchId}/restore`, undefined, { 'x-request-id': undoId }),
      { token: undoId, batchId: batch.batchId },
    );
    if (undo.outcome === 'ack' || undo.outcome === 'doubt') {
      batch.undo = { requestId: undoId, outcome: undo.outcome };
      setState(undo.outcome === 'ack' ? 'live' : 'either');
    }
    return undo;
  },

  async createPost() {
    const token = this.token('post');
    const body = { content: `Post of the crash test ${token}`, type: this.pick(POST_TYPES) };
    const answer = await this.write('post', () => this.api.post('/posts', body), { token });
    if (answer.outcome === 'ack') this.model.posts.set(answer.data.id, { token, body, data: answer.data });
    else if (answer.outcome === 'doubt') this.model.doubtfulCreates.push({ kind: 'post', token, body });
    return answer;
  },

  async createComment() {
    const postId = this.pick([...this.model.posts.keys()]);
    const token = this.token('comment');
    const body = { content: `Comment of the crash test ${token}` };
    const answer = await this.write('comment', () => this.api.post(`/posts/${postId}/comments`, body), {
      token,
      postId,
    });
    if (answer.outcome === 'ack')
      this.model.comments.set(answer.data.id, { token, postId, data: answer.data });
    else if (answer.outcome === 'doubt')
      this.model.doubtfulCreates.push({ kind: 'comment', token, body, postId });
    return answer;
  },
};
