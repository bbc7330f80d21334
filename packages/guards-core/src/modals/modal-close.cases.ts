/** Closing modals on navigation (document 000 §2, document 001 §2). */
export const modalCloseCases: ReadonlyArray<{ name: string; from: string | null; to: string; close: boolean }> = [
  { name: 'another page', from: '/en/live', to: '/en/slots', close: true },
  { name: 'only the hash changed', from: '/en/information/about', to: '/en/information/about#contacts', close: false },
  { name: 'hash removed', from: '/en/information/about#a', to: '/en/information/about', close: false },
  { name: 'the modal query flag is present', from: '/en/live', to: '/en?modal=forgotpassword', close: false },
  { name: 'same path, another query', from: '/en/live?x=1', to: '/en/live?x=2', close: true },
  { name: 'first navigation', from: null, to: '/en/live', close: false },
];
