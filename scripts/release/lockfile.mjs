// The release artifact's package-lock.json, cut out of the root lockfile: the packages one workspace needs at
// run time (its dependencies, theirs, and so on), with the exact versions, tarballs and integrity hashes the
// checkout was tested with. Nothing is resolved anew, so no registry is asked and no version can drift.

/** The lockfile key under which `name` is found from the package at `from` (Node's lookup: nearest first). */
export const resolveFrom = (packages, from, name) => {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
};

/** The edges npm installs for a package: dependencies and required peers always, optional ones when present. */
const edgesOf = (entry) => {
  const optionalPeers = new Set(
    Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name),
  );
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeers.has(name))
      .map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
  ];
};

/**
 * Every lockfile key reachable from `roots` (keys), and those reachable without an optional edge. A dependency
 * that resolves to a workspace link, or a required one missing from the lockfile, stops the release.
 */
const reachable = (packages, roots) => {
  const all = new Set();
  const required = new Set();
  const walk = (start, followOptional, seen) => {
    const queue = [...start];
    while (queue.length > 0) {
      const key = queue.shift();
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = packages[key];
      if (entry.link) throw new Error(`${key} is a workspace link; the release bundles workspaces instead`);
      for (const edge of edgesOf(entry)) {
        if (edge.optional && !followOptional) continue;
        const target = resolveFrom(packages, key, edge.name);
        if (target) queue.push(target);
        else if (!edge.optional)
          throw new Error(`${key} needs ${edge.name}, which the lockfile does not hold`);
      }
    }
  };
  walk(roots, false, required);
  walk(roots, true, all);
  return { all, required };
};

/**
 * The package-lock.json of a package whose `dependencies` are those of `workspace` (e.g. 'apps/api') in the root
 * lockfile `rootLock`, minus `bundled` (workspaces compiled into the artifact). Packages npm nested under the
 * workspace (apps/api/node_modules/x, a version other than the hoisted one) move to the top, which is checked to
 * change no resolution. Returns the lockfile and the exact versions for the package.json's `dependencies`.
 */
export const pruneLockfile = ({ rootLock, workspace, bundled = [], name, version }) => {
  const packages = rootLock.packages;
  const workspaceEntry = packages[workspace];
  if (!workspaceEntry) throw new Error(`The root lockfile has no workspace ${workspace}`);
  const direct = Object.keys(workspaceEntry.dependencies ?? {}).filter((dep) => !bundled.includes(dep));
  const dependencies = {};
  const roots = direct.map((dep) => {
    const key = resolveFrom(packages, workspace, dep);
    if (!key) throw new Error(`${workspace} needs ${dep}, which the lockfile does not hold`);
    dependencies[dep] = packages[key].version;
    return key;
  });
  const { all, required } = reachable(packages, roots);

  const nested = `${workspace}/node_modules/`;
  const moved = (key) => (key.startsWith(nested) ? `node_modules/${key.slice(nested.length)}` : key);
  const origin = new Map();
  for (const key of all) {
    const target = moved(key);
    if (origin.has(target)) throw new Error(`${key} and ${origin.get(target)} both need to be ${target}`);
    origin.set(target, key);
  }

  const pruned = {
    '': {
      name,
      version,
      ...(rootLock.packages[''].license ? { license: rootLock.packages[''].license } : {}),
    },
  };
  pruned[''].dependencies = Object.fromEntries(
    Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)),
  );
  for (const [target, key] of [...origin].sort(([a], [b]) => a.localeCompare(b))) {
    // Whether a package is dev-only or optional is a fact about this tree, not the checkout's: recomputed.
    const {
      dev: _dev,
      devOptional: _devOptional,
      optional: _optional,
      peer: _peer,
      ...entry
    } = packages[key];
    pruned[target] = required.has(key) ? entry : { ...entry, optional: true };
  }

  // The moves must not change what any package finds: every edge resolves to the same package as before.
  for (const [target, key] of origin) {
    for (const edge of edgesOf(packages[key])) {
      const before = resolveFrom(packages, key, edge.name);
      const after = resolveFrom(pruned, target, edge.name);
      if (before && all.has(before) && origin.get(after) !== before) {
        throw new Error(`${target} would find ${edge.name} at ${after}, not at ${before} as in the checkout`);
      }
    }
  }

  return {
    dependencies: pruned[''].dependencies,
    lockfile: { name, version, lockfileVersion: 3, requires: true, packages: pruned },
  };
};
