// The `.env` file `npm start` reads, since `cp .env.example .env` is what users do.
import fs from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Loads `file` into process.env with process.loadEnvFile when the file exists; null when it does not.
 *
 * loadEnvFile never overwrites a variable the process already has, even an empty one, so the real environment
 * wins: `PORT=8080 npm start` beats `PORT=3000` in the file. Returns the names the file sets and, among them,
 * those the environment kept (names only: values may be secrets).
 */
export const loadDotEnv = (file) => {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
  const names = Object.keys(parseEnv(text));
  const kept = names.filter((name) => Object.hasOwn(process.env, name));
  process.loadEnvFile(file);
  return { names, kept };
};
