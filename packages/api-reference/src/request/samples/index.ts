import type { BuiltRequest } from '../types';
import { curlSample } from './curl';
import { goSample } from './go';
import { fetchSample } from './javascript';
import { pythonSample } from './python';

/** The languages of the code samples: id (remembered), tab label, highlighting language, and the sample's writer. */
export const SAMPLE_LANGUAGES: { id: string; label: string; lang: string; sample(r: BuiltRequest): string }[] = [
  { id: 'curl', label: 'cURL', lang: 'bash', sample: curlSample },
  { id: 'javascript', label: 'JavaScript', lang: 'js', sample: fetchSample },
  { id: 'go', label: 'Go', lang: 'go', sample: goSample },
  { id: 'python', label: 'Python', lang: 'python', sample: pythonSample },
];
