/**
 * The instruction counters' reading of a file named on their command line (plain JavaScript, as they are).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A path from the command line, read from the working folder, as a URL for `import()` (which would read a
 * relative path from the script's own folder, and a bare one as a package name).
 *
 * @param {string} path - the path as given.
 * @returns {string} its `file:` URL.
 */
export const fromCommandLine = (path) => pathToFileURL(resolve(path)).href;
