import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  AroundForm,
  AroundResults,
  aroundMarkers,
  type GeoPoint,
} from '../../../../../components/back-office/around-search.tsx';
import { geolocByAdresse } from '../../../../../components/geoloc-by-adresse.ts';
import { useCandidatsAround, type CandidatsAroundBody } from '../api/list-candidats-around.ts';
import { CANDIDATS_TEXT as T } from '../text.ts';
import { CandidatCard, candidatName } from './candidat-card.tsx';
import { StatutsFilter } from './candidat-filters.tsx';

/**
 * Candidates around an address (the app's geocoder turns it into coordinates) or a point touched
 * on the map, within a radius (20 km by default, refused at 0 or above 200 km).
 */
export function CandidatsAroundPanel({ canMove }: { canMove: boolean }) {
  const [address, setAddress] = useState('');
  const [addressInfo, setAddressInfo] = useState<{ ok: boolean; text: string } | null>(null);
  const [isLocating, setIsLocating] = useState(false);
  const [point, setPoint] = useState<GeoPoint | null>(null);
  const [statuts, setStatuts] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState<CandidatsAroundBody | null>(null);
  const around = useCandidatsAround(submitted);

  /** The address's coordinates from the geocoder (null and a French message when not found). */
  async function locate(): Promise<GeoPoint | null> {
    setIsLocating(true);
    try {
      const found = await geolocByAdresse(address);
      if (!found) {
        setAddressInfo({ ok: false, text: T.addressNotFound });
        return null;
      }
      const located = { lat: found.lat, lng: found.lng };
      setAddressInfo({ ok: true, text: T.addressFound(found.label) });
      setPoint(located);
      return located;
    } finally {
      setIsLocating(false);
    }
  }

  async function search(km: number) {
    // A typed address not located yet is located first; a point touched on the map is kept.
    const at = point ?? (address.trim() ? await locate() : null);
    if (!at) {
      if (!address.trim()) setAddressInfo({ ok: false, text: T.noPoint });
      return;
    }
    setSubmitted({ lat: at.lat, lng: at.lng, distanceKM: km, statut_ids: statuts.map(Number) });
  }

  return (
    <Stack gap="md">
      <AroundForm
        text={T}
        point={point}
        onPick={(picked) => {
          setPoint(picked);
          setAddressInfo(null);
        }}
        markers={aroundMarkers(point, around.items, candidatName)}
        mapLabel={T.aroundMap}
        mapHeight={300}
        searching={around.isFetching || isLocating}
        onSearch={search}
        address={
          <>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={T.address}
                placeholder={T.addressPlaceholder}
                value={address}
                onChange={(event) => {
                  setAddress(event.currentTarget.value);
                  setPoint(null);
                  setAddressInfo(null);
                }}
                maxLength={255}
                w={340}
                autoComplete="street-address"
              />
              <Button
                type="button"
                variant="light"
                mt={25}
                onClick={() => void locate()}
                loading={isLocating}
                disabled={address.trim().length < 4}
              >
                {T.locate}
              </Button>
            </Group>
            {addressInfo ? (
              <Text
                fz="sm"
                c={addressInfo.ok ? undefined : 'red.9'}
                role={addressInfo.ok ? 'status' : 'alert'}
              >
                {addressInfo.text}
              </Text>
            ) : null}
          </>
        }
        filters={<StatutsFilter value={statuts} onChange={setStatuts} />}
      />
      <AroundResults text={T} around={around} submitted={submitted !== null} label={T.resultsList}>
        {around.items.map((candidat) => (
          <CandidatCard
            key={candidat.id}
            candidat={candidat}
            canMove={canMove}
            showStatut
            distanceKm={candidat.distance_km}
          />
        ))}
      </AroundResults>
    </Stack>
  );
}
