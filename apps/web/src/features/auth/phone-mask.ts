import type { PhoneMask } from '@kickoff/contracts';

/** Only the digits of what was typed. */
export function phoneDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * The digits shown through a country's mask (document 001 §3 "Phone mask": `9` stands for a digit),
 * cut at the mask's `Max` length; without a mask, the digits as typed.
 */
export function maskPhone(digits: string, mask: PhoneMask | undefined): string {
  if (!mask) return digits;
  const limited = digits.slice(0, mask.Max);
  let out = '';
  let index = 0;
  for (const char of mask.Mask) {
    if (index >= limited.length) break;
    if (char === '9') out += limited[index++];
    else out += char;
  }
  return out + limited.slice(index);
}
