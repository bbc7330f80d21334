// issue 20: what the browser build loads for `reflect-metadata/lite` (vite.config.ts): the
// container's metadata functions on the global `Reflect`, before any decorator runs.
import { installReflectMetadata } from './reflect-metadata-lite';

installReflectMetadata();
