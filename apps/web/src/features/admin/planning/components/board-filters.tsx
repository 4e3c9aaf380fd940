import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { geolocByAdresse } from '../../../../components/geoloc-by-adresse.ts';
import type {
  PLANNING_BOARD_MAX_PAGE_SIZE as CONTRACT_MAX_PAGE_SIZE,
  PLANNING_BOARD_PAGE_SIZE as CONTRACT_PAGE_SIZE,
} from '@maisonnee/contract';
import { SKILL_IDS } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { PlanningSemaineBody } from '../api/get-planning-semaine.ts';
import { BOARD_TEXT as T } from '../board-text.ts';
import { shortSkill } from './board-style.ts';

export type Filters = Pick<
  PlanningSemaineBody,
  'skill_id' | 'agent_id' | 'client_id' | 'code_postal' | 'autour'
>;

/** The distances offered around an address (km). */
export const AROUND_RADII = [5, 10, 20, 30] as const;
type Chosen = { id: number; label: string } | null;

// The contract's page sizes, typed against it (the web imports only types from the contract).
const PAGE_SIZE: typeof CONTRACT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE: typeof CONTRACT_MAX_PAGE_SIZE = 150;
/** The agents a page may hold, offered on screen: 50 (the API's default), 100, 150. */
export const PAGE_SIZES = [PAGE_SIZE, 100, MAX_PAGE_SIZE] as const;
const PAGE_SIZE_PARAM = 'par_page';

/**
 * The agents a page holds, kept in the address (`?par_page=150`) like the board's view, so that a
 * link or a reload keeps it; the default (50) is neither written nor sent.
 */
function usePageSize(onChange: () => void) {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get(PAGE_SIZE_PARAM));
  const pageSize = PAGE_SIZES.find((size) => size === asked) ?? PAGE_SIZE;
  const setPageSize = (size: number) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (size === PAGE_SIZE) next.delete(PAGE_SIZE_PARAM);
        else next.set(PAGE_SIZE_PARAM, String(size));
        return next;
      },
      { replace: true },
    );
    onChange();
  };
  return { pageSize, setPageSize };
}

/** Options of a filter: the ones seen on this page of the board, and the one chosen. */
function options(seen: Map<number, string>, chosen: Chosen) {
  const all = new Map(seen);
  if (chosen) all.set(chosen.id, chosen.label);
  return [...all]
    .sort((a, b) => a[1].localeCompare(b[1], 'fr'))
    .map(([id, label]) => ({ value: String(id), label }));
}

/** The board's filters: what is sent, and the agent and client chosen (with their names). */
export function useBoardFilters(onChange: () => void) {
  const [filters, setFilters] = useState<Filters>({});
  const [agentChosen, setAgentChosen] = useState<Chosen>(null);
  const [clientChosen, setClientChosen] = useState<Chosen>(null);
  const [codep, setCodep] = useState('');
  const [adresse, setAdresse] = useState('');
  const [radius, setRadius] = useState<number>(10);
  const [aroundError, setAroundError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const { pageSize, setPageSize } = usePageSize(onChange);
  const filter = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    onChange();
  };
  return {
    filters,
    /** What the call adds for the page size: nothing at the default. */
    pageSize: pageSize === PAGE_SIZE ? {} : { par_page: pageSize },
    pageSizeValue: pageSize,
    setPageSize,
    agentChosen,
    clientChosen,
    codep,
    setCodep,
    adresse,
    setAdresse,
    radius,
    setRadius,
    aroundError,
    locating,
    /**
     * The postal code and the address typed, applied: the address is located by the app's
     * geocoder first (an address not found says so and changes nothing).
     */
    async applyArea() {
      const typed = adresse.trim();
      let autour: Filters['autour'];
      if (typed) {
        setLocating(true);
        const found = await geolocByAdresse(typed);
        setLocating(false);
        if (!found) {
          setAroundError(T.aroundNotFound);
          return;
        }
        autour = { lat: found.lat, lng: found.lng, distanceKM: radius };
      }
      setAroundError(null);
      filter({ code_postal: codep.trim() || undefined, autour });
    },
    filter,
    chooseAgent: (chosen: Chosen) => {
      setAgentChosen(chosen);
      filter({ agent_id: chosen?.id });
    },
    chooseClient: (chosen: Chosen) => {
      setClientChosen(chosen);
      filter({ client_id: chosen?.id });
    },
    clear: () => {
      setFilters({});
      setAgentChosen(null);
      setClientChosen(null);
      setCodep('');
      setAdresse('');
      setAroundError(null);
      onChange();
    },
  };
}

/** Service, agent, client (among those seen), postal code and agents a page of the board. */
export function BoardFilters({
  state,
  agentsSeen,
  clientsSeen,
}: {
  state: ReturnType<typeof useBoardFilters>;
  agentsSeen: Map<number, string>;
  clientsSeen: Map<number, string>;
}) {
  const { filters, agentChosen, clientChosen, codep } = state;
  const submitArea = (event: FormEvent) => {
    event.preventDefault();
    void state.applyArea();
  };
  return (
    <form onSubmit={submitArea} aria-label={T.filters}>
      <Group align="flex-end" wrap="wrap" gap="xs">
        <NativeSelect
          label={T.skill}
          value={filters.skill_id === undefined ? '' : String(filters.skill_id)}
          data={[
            { value: '', label: T.skillAll },
            ...SKILL_IDS.map((id) => ({ value: String(id), label: shortSkill(id) })),
          ]}
          onChange={(event) => {
            const value = Number(event.currentTarget.value);
            state.filter({ skill_id: SKILL_IDS.find((id) => id === value) });
          }}
          style={{ maxWidth: '100%' }}
        />
        <NativeSelect
          label={T.agent}
          value={agentChosen ? String(agentChosen.id) : ''}
          data={[{ value: '', label: T.agentAll }, ...options(agentsSeen, agentChosen)]}
          onChange={(event) => {
            const id = Number(event.currentTarget.value) || undefined;
            state.chooseAgent(id ? { id, label: agentsSeen.get(id) ?? String(id) } : null);
          }}
        />
        <NativeSelect
          label={T.client}
          value={clientChosen ? String(clientChosen.id) : ''}
          data={[{ value: '', label: T.clientAll }, ...options(clientsSeen, clientChosen)]}
          onChange={(event) => {
            const id = Number(event.currentTarget.value) || undefined;
            state.chooseClient(id ? { id, label: clientsSeen.get(id) ?? String(id) } : null);
          }}
        />
        <TextInput
          label={T.codep}
          value={codep}
          inputMode="numeric"
          maxLength={5}
          w={110}
          onChange={(event) => state.setCodep(event.currentTarget.value)}
        />
        <TextInput
          label={T.around}
          description={T.aroundHint}
          value={state.adresse}
          error={state.aroundError}
          autoComplete="street-address"
          w={260}
          maw="100%"
          onChange={(event) => state.setAdresse(event.currentTarget.value)}
        />
        <NativeSelect
          label={T.radius}
          value={String(state.radius)}
          data={AROUND_RADII.map((km) => ({ value: String(km), label: T.radiusKm(km) }))}
          onChange={(event) => state.setRadius(Number(event.currentTarget.value))}
          w={90}
        />
        <Button
          type="submit"
          size="sm"
          loading={state.locating}
          aria-label={state.locating ? T.locating : undefined}
        >
          {T.apply}
        </Button>
        <Button variant="subtle" size="sm" onClick={state.clear}>
          {T.clear}
        </Button>
        <NativeSelect
          label={T.pageSize}
          value={String(state.pageSizeValue)}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(event) => state.setPageSize(Number(event.currentTarget.value))}
          w={130}
        />
      </Group>
    </form>
  );
}
