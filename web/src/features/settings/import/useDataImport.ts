import type { ImportPreview } from '@habitat/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyImport, type ImportRequest, previewImport } from '../../../api/account-api';
import { useOnline } from '../../../ui/useOnline';
import { importFailureText } from './import-text';
import { readImportFiles } from './read-import-files';

/**
 * The import's steps: read the chosen file here (its problems show at once, offline too), ask the
 * server what it would add (as soon as there is a connection), then apply it. Choosing another file
 * starts over, and answers about a file the person has since replaced are dropped.
 */
export type ImportPhase = 'choose' | 'reading' | 'checking' | 'ready' | 'importing' | 'done';

export interface ImportState {
  phase: ImportPhase;
  request: ImportRequest | null;
  preview: ImportPreview | null;
  /** What the server imported (phase 'done'). */
  result: ImportPreview | null;
  failure: string | null;
}

const START: ImportState = { phase: 'choose', request: null, preview: null, result: null, failure: null };

export function useDataImport() {
  const online = useOnline();
  const [state, setState] = useState<ImportState>(START);
  const generation = useRef(0);

  const choose = useCallback(async (files: File[]) => {
    generation.current += 1;
    const ticket = generation.current;
    const current = () => ticket === generation.current;
    setState({ ...START, phase: files.length > 0 ? 'reading' : 'choose' });
    if (files.length === 0) return;
    try {
      const request = await readImportFiles(files);
      if (current()) setState({ ...START, phase: 'checking', request });
    } catch (error) {
      if (current()) setState({ ...START, failure: importFailureText(error) });
    }
  }, []);

  const { phase, request } = state;
  useEffect(() => {
    if (phase !== 'checking' || !request || !online) return;
    const ticket = generation.current;
    previewImport(request).then(
      (preview) => {
        if (ticket === generation.current) setState((now) => ({ ...now, phase: 'ready', preview }));
      },
      (error: unknown) => {
        if (ticket === generation.current) setState({ ...START, failure: importFailureText(error) });
      },
    );
  }, [phase, request, online]);

  const apply = useCallback(async () => {
    if (phase !== 'ready' || !request) return;
    const ticket = generation.current;
    setState((now) => ({ ...now, phase: 'importing', failure: null }));
    try {
      const result = await applyImport(request);
      if (ticket === generation.current) setState((now) => ({ ...now, phase: 'done', result }));
    } catch (error) {
      if (ticket === generation.current) {
        setState((now) => ({ ...now, phase: 'ready', failure: importFailureText(error) }));
      }
    }
  }, [phase, request]);

  return { state, online, choose, apply };
}
