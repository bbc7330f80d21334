import type { PickedFile } from '@kickoff/accounts-core';
import type { ChangeEvent } from 'react';

/**
 * The file a file input holds, as the office's upload services take it (name, type, size and a
 * reader of its bytes), or null when none is chosen; the input is emptied so the same file can be
 * picked again.
 */
export function pickedFileOf(event: ChangeEvent<HTMLInputElement>): PickedFile | null {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file ? { name: file.name, mimeType: file.type, sizeBytes: file.size, read: async () => new Uint8Array(await file.arrayBuffer()) } : null;
}
