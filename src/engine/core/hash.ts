/**
 * State fingerprints for replay files: ohash serialises a plain object with
 * sorted keys and digests it with SHA-256, so the same position always gives
 * the same short string on every machine.
 */
import { hash } from 'ohash';

export function stateHash(state: unknown): string {
  return hash(state);
}
