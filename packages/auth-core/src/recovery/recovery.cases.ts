import type { RecoveryChannel, RecoveryStep } from './recovery.rules';

export const STEP_AFTER_REQUEST_CASES: ReadonlyArray<{ channel: RecoveryChannel; expected: RecoveryStep }> = [
  { channel: 'email', expected: 'email_sent' },
  { channel: 'phone', expected: 'code' },
];

export const TOKEN_CASES: ReadonlyArray<{ query: string | null; expected: string | null }> = [
  { query: null, expected: null },
  { query: '', expected: null },
  { query: 'short', expected: null },
  { query: 'abc<script>abcdefghijklmnopqrstuvwxyz', expected: null },
  { query: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde', expected: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde' },
];
