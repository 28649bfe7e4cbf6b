import type { BuiltRequest } from '../types';
import { curlSample } from './curl';
import { goSample } from './go';
import { fetchSample } from './javascript';
import { pythonSample } from './python';

export type SampleLanguage = 'curl' | 'javascript' | 'go' | 'python';

/** The languages of the code samples: id, tab label, highlighting language. */
export const SAMPLE_LANGUAGES: { id: SampleLanguage; label: string; lang: string }[] = [
  { id: 'curl', label: 'cURL', lang: 'bash' },
  { id: 'javascript', label: 'JavaScript', lang: 'js' },
  { id: 'go', label: 'Go', lang: 'go' },
  { id: 'python', label: 'Python', lang: 'python' },
];

/** A code sample of the request in one language. */
export function generateSample(lang: SampleLanguage, r: BuiltRequest): string {
  switch (lang) {
    case 'curl':
      return curlSample(r);
    case 'javascript':
      return fetchSample(r);
    case 'go':
      return goSample(r);
    case 'python':
      return pythonSample(r);
  }
}
