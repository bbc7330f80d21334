import { hasLeadingZeroBits, proofOfWorkInput, type CaptchaProofOfWork } from '@kickoff/contracts';
import type { ServiceIdentifier } from 'inversify';

/**
 * Finds the nonce a captcha challenge's proof of work asks (issue 19): the first base-36 counter whose
 * SHA-256 of `<captchaId>:<nonce>` starts with the stated zero bits. Rejects when cancelled.
 */
export interface ProofOfWorkSolver {
  solve(captchaId: string, pow: CaptchaProofOfWork, signal?: AbortSignal): Promise<string>;
}

/** Container identifier of the `ProofOfWorkSolver` (the app binds `WebCryptoProofOfWork` on its WebCrypto). */
export const ProofOfWorkSolver = Symbol.for('ProofOfWorkSolver') as ServiceIdentifier<ProofOfWorkSolver>;

/** A SHA-256 digest, asynchronous (WebCrypto's `subtle.digest`). */
export type Sha256 = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

/** Digests asked at once: WebCrypto works them off the page's thread, the page keeps answering between batches. */
export const PROOF_OF_WORK_BATCH = 256;

/**
 * The proof of work through WebCrypto, in batches of asynchronous digests: the page's thread only
 * starts them and reads the answers, so it never freezes. The app gives the digest (the browser's
 * `crypto.subtle`). No work asked (0 bits): the nonce is empty.
 */
export class WebCryptoProofOfWork implements ProofOfWorkSolver {
  constructor(private readonly sha256: Sha256) {}

  async solve(captchaId: string, pow: CaptchaProofOfWork, signal?: AbortSignal): Promise<string> {
    if (pow.bits <= 0) return '';
    const encoder = new TextEncoder();
    for (let start = 0; ; start += PROOF_OF_WORK_BATCH) {
      if (signal?.aborted) throw new Error('proof of work cancelled');
      const nonces = Array.from({ length: PROOF_OF_WORK_BATCH }, (_, index) => (start + index).toString(36));
      const digests = await Promise.all(nonces.map((nonce) => this.sha256(encoder.encode(proofOfWorkInput(captchaId, nonce)))));
      const found = digests.findIndex((digest) => hasLeadingZeroBits(new Uint8Array(digest), pow.bits));
      if (found >= 0) return nonces[found] as string;
    }
  }
}
