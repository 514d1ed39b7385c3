import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Kilobytes (1,024 bytes) with one decimal. */
export const kilobytes = (bytes) => Math.round(bytes / 102.4) / 10;

export const roundTo = (value, decimals) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** True when the module is the script node was started with, so a benchmark runs alone or from run-all. */
export const isMain = (importMetaUrl) =>
  process.argv[1] !== undefined && importMetaUrl === pathToFileURL(path.resolve(process.argv[1])).href;
