/**
 * Bumped whenever a fingerprint of the same answer would come out different (tokenizing, stop
 * words, k, w, the hashes, the cap): fingerprints of two versions do not compare, so a ledger
 * keeping them must be read again.
 */
export const FINGERPRINT_VERSION = 1;
