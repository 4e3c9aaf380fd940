import { useEffect, useRef, useState } from 'react';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { geolocByAdresse, type GeolocResult } from './geoloc-by-adresse.ts';

export const ADDRESS_TEXT = {
  label: 'Adresse',
  description: 'Numéro et rue ; choisissez une suggestion pour remplir le code postal et la ville.',
} as const;

/**
 * The address with a suggestion from the geocoding call. Typing goes on freely: when no
 * suggestion comes (no token yet, geocoder not configured, unknown address), the typed address
 * is kept and the coordinates stay empty.
 */
export function AddressField({
  value,
  onChange,
  onSuggestion,
  error,
  required = false,
}: {
  value: string;
  onChange: (value: string) => void;
  onSuggestion: (result: GeolocResult) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const [debounced] = useDebouncedValue(value, 400);
  const [suggestion, setSuggestion] = useState<GeolocResult | null>(null);
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (debounced === chosen.current) return;
    void geolocByAdresse(debounced).then((result) => {
      if (!cancelled) setSuggestion(result);
    });
    return () => {
      cancelled = true;
    };
  }, [debounced]);

  return (
    <Autocomplete
      label={ADDRESS_TEXT.label}
      description={ADDRESS_TEXT.description}
      autoComplete="street-address"
      withAsterisk={required}
      value={value}
      error={error}
      onChange={onChange}
      data={suggestion ? [suggestion.label] : []}
      onOptionSubmit={(label) => {
        if (!suggestion || suggestion.label !== label) return;
        chosen.current = suggestion.adresse;
        onChange(suggestion.adresse);
        onSuggestion(suggestion);
      }}
      filter={({ options }) => options}
    />
  );
}
