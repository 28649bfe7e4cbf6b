import { useCallback, useEffect, useState } from 'react';
import type { ApiOperation } from '../types';
import { storage } from '@vocedocs/theme';
import { defaultInputs } from './defaultInputs';
import type { RequestInputs } from './types';

/** localStorage keys of the remembered server and API key. */
export const SERVER_KEY = 'voce-api-server';
export const API_KEY_KEY = 'voce-api-key';

export interface RequestInputsState {
  inputs: RequestInputs;
  update(patch: Partial<RequestInputs>): void;
  /** Forgets the remembered server and key, and resets them here. */
  clearSaved(): void;
}

/**
 * The try-it inputs of an operation. The server and the API key are
 * remembered in localStorage and read after hydration, so the first render
 * matches the pre-rendered HTML.
 */
export function useRequestInputs(op: ApiOperation): RequestInputsState {
  const [inputs, setInputs] = useState(() => defaultInputs(op));
  useEffect(() => {
    const server = storage.get(SERVER_KEY);
    const apiKey = storage.get(API_KEY_KEY);
    if (server || apiKey) setInputs((i) => ({ ...i, server: server || i.server, apiKey: apiKey || i.apiKey }));
  }, []);
  const update = useCallback((patch: Partial<RequestInputs>) => {
    setInputs((i) => ({ ...i, ...patch }));
    if (patch.server !== undefined) storage.set(SERVER_KEY, patch.server.trim() || null);
    if (patch.apiKey !== undefined) storage.set(API_KEY_KEY, patch.apiKey || null);
  }, []);
  const clearSaved = useCallback(() => {
    storage.set(SERVER_KEY, null);
    storage.set(API_KEY_KEY, null);
    setInputs((i) => ({ ...i, server: op.servers[0]?.url ?? '', apiKey: '' }));
  }, [op]);
  return { inputs, update, clearSaved };
}
