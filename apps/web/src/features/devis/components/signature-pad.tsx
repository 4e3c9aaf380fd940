import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

const TEXT = {
  label: 'Ou dessinez votre signature (facultatif)',
  canvas: 'Zone de signature dessinée au doigt ou à la souris',
  clear: 'Effacer le dessin',
} as const;

/**
 * A drawn signature (pointer: finger, pen or mouse). `onChange` receives the PNG data URL, or
 * null once cleared. Keyboard users sign with the typed name, which is always required.
 */
export function SignaturePad({ onChange }: { onChange: (dataUrl: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#1a1a1a';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scaleX = event.currentTarget.width / box.width;
    const scaleY = event.currentTarget.height / box.height;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {TEXT.label}
      </Text>
      <canvas
        ref={canvas}
        width={600}
        height={180}
        role="img"
        aria-label={TEXT.canvas}
        style={{
          width: '100%',
          height: 140,
          border: '1px solid #6b6b6b',
          borderRadius: 8,
          background: '#fff',
          touchAction: 'none',
        }}
        onPointerDown={(event) => {
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          drawing.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const { x, y } = point(event);
          context.beginPath();
          context.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          const { x, y } = point(event);
          context.lineTo(x, y);
          context.stroke();
        }}
        onPointerUp={(event) => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(event.currentTarget.toDataURL('image/png'));
        }}
      />
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            const element = canvas.current;
            element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
            onChange(null);
          }}
        >
          {TEXT.clear}
        </Button>
      </Group>
    </Stack>
  );
}
