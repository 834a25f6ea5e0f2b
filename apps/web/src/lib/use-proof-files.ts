import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkProofs } from './proof-files.ts';

/**
 * The images a form uploads (receipt proofs, feedback images): a file input's choice is kept only when every file
 * passes `checkProofs`; otherwise the input is cleared and `onProblem` gets the refusal in the page's language.
 */
export function useProofFiles(onProblem: (problem: string | null) => void) {
  const { t: te } = useTranslation('errors');
  const [files, setFiles] = useState<File[]>([]);
  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    const code = checkProofs(picked);
    if (code) {
      onProblem(te(`error.${code}`));
      setFiles([]);
      event.target.value = '';
      return;
    }
    onProblem(null);
    setFiles(picked);
  };
  return { files, setFiles, pickFiles };
}
