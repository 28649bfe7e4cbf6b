import { defaultClientConditions, defineConfig } from 'vite';
import { libraryConfig } from '../vite.lib.ts';

export default defineConfig(libraryConfig('search-modal', defaultClientConditions));
