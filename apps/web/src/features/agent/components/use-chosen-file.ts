import { useState } from 'react';
import { checkUpload } from '../lib/pointage.ts';
import { AGENT_TEXT } from '../text.ts';

const E = AGENT_TEXT.errors;

/** The file chosen in a FileField, checked at once (type, size); the form may set other errors. */
export function useChosenFile() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? checkUpload(chosen) : null;
    setFileError(problem === 'type' ? E.fileType : problem === 'size' ? E.fileSize : null);
  };

  /** Forgets the file and empties the input, after a submission. */
  const clear = () => {
    setFile(null);
    setInputKey((key) => key + 1);
  };

  return { file, fileError, setFileError, choose, inputKey, clear };
}
