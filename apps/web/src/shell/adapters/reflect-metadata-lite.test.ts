import { describe, expect, it } from 'vitest';
import { defineMetadata, getMetadata, getOwnMetadata, hasMetadata, hasOwnMetadata, installReflectMetadata } from './reflect-metadata-lite';

describe('the metadata store in place of reflect-metadata/lite', () => {
  it('keeps a value per target, property and key', () => {
    class Service {}
    defineMetadata('key', [1, 2], Service);
    defineMetadata('key', 'on a property', Service, 'name');
    defineMetadata(Symbol.for('other'), 7, Service);
    expect(getOwnMetadata('key', Service)).toEqual([1, 2]);
    expect(getOwnMetadata('key', Service, 'name')).toBe('on a property');
    expect(getOwnMetadata(Symbol.for('other'), Service)).toBe(7);
    expect(getOwnMetadata('missing', Service)).toBeUndefined();
    expect(hasOwnMetadata('key', Service)).toBe(true);
    expect(hasOwnMetadata('key', Service, 'other')).toBe(false);
    defineMetadata('key', [3], Service);
    expect(getOwnMetadata('key', Service)).toEqual([3]);
  });

  it('reads a parent class through the prototype chain, own metadata first', () => {
    class Parent {}
    class Child extends Parent {}
    defineMetadata('key', 'parent', Parent);
    expect(getOwnMetadata('key', Child)).toBeUndefined();
    expect(getMetadata('key', Child)).toBe('parent');
    expect(hasMetadata('key', Child)).toBe(true);
    defineMetadata('key', 'child', Child);
    expect(getMetadata('key', Child)).toBe('child');
    expect(getMetadata('key', Parent)).toBe('parent');
    expect(hasMetadata('absent', Child)).toBe(false);
  });

  it('refuses a target that is not an object', () => {
    expect(() => defineMetadata('key', 1, 'text')).toThrow(TypeError);
    expect(() => getOwnMetadata('key', undefined)).toThrow(TypeError);
  });

  it('installs its functions only where no polyfill is', () => {
    const bare: Record<string, unknown> = {};
    installReflectMetadata(bare);
    expect(bare['getOwnMetadata']).toBe(getOwnMetadata);
    expect(bare['defineMetadata']).toBe(defineMetadata);
    const polyfilled: Record<string, unknown> = { getOwnMetadata: () => 'polyfill' };
    installReflectMetadata(polyfilled);
    expect(polyfilled['defineMetadata']).toBeUndefined();
  });
});
