import { Textarea, type TextareaProps } from '@mantine/core';

type LongTextFieldProps = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  /** Gets the new text at each keystroke. */
  onText: (text: string) => void;
};

/** A free-text field that grows with what is typed (two rows to begin with, unless told). */
export function LongTextField({ onText, ...props }: LongTextFieldProps) {
  return (
    <Textarea
      autosize
      minRows={2}
      {...props}
      onChange={(event) => onText(event.currentTarget.value)}
    />
  );
}
