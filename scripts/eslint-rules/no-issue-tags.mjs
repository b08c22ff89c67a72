// Comments and test titles say why the code is as it is, not which issue brought it: a tag naming an issue by
// its number dates the text and sends the reader to a tracker instead of the reason. docs/ may cite issues
// where they are a record (ADRs, CHANGELOG); code may not.
const issueTag = /\bissues? #?\d+/i;

/** The test functions whose first argument is a title: describe, it, test and their .only/.skip/.each forms. */
const titledCalls = new Set(['describe', 'it', 'test', 'suite', 'bench']);

const calleeName = (callee) => {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return calleeName(callee.object);
  if (callee.type === 'CallExpression') return calleeName(callee.callee);
  return undefined;
};

const titleText = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked).join('');
  return undefined;
};

const message =
  "Say why, not when: drop the '{{tag}}' tag and keep the reason (docs/CODE_STYLE.md, comments).";

export const noIssueTags = {
  meta: {
    type: 'suggestion',
    docs: { description: "Reports 'issue N' tags in comments and test titles" },
    schema: [],
    messages: { issueTag: message },
  },
  create(context) {
    const report = (node, text) => {
      const match = issueTag.exec(text);
      if (match) context.report({ node, messageId: 'issueTag', data: { tag: match[0] } });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) report(comment, comment.value);
      },
      CallExpression(node) {
        if (!titledCalls.has(calleeName(node.callee))) return;
        const title = titleText(node.arguments[0]);
        if (title !== undefined) report(node.arguments[0], title);
      },
    };
  },
};

/** The project's own rules, as an ESLint plugin: `coachboard/no-issue-tags`. */
export const coachboardPlugin = { rules: { 'no-issue-tags': noIssueTags } };
