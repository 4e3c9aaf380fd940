import { Alert, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { exportPeriodProblem } from '@maisonnee/domain';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useDownloadExportComptable } from '../api/download-export-comptable.ts';
import { monthPeriod, type ExportPeriod } from '../period.ts';
import { EXPORTS_TEXT as T } from '../text.ts';

type Choice = 'this' | 'last' | 'custom';
const FORMATS = [
  { format: 'csv', label: T.formats.csv },
  { format: 'xlsx', label: T.formats.xlsx },
] as const;

/**
 * /admin/exports: the accountant's and the payroll office's files for a period (this month, last
 * month or chosen days), each in CSV or XLSX, downloaded from the API with the caller's token.
 */
export function ExportsView() {
  const [now] = useState(() => new Date());
  const [choice, setChoice] = useState<Choice>('last');
  const [custom, setCustom] = useState<ExportPeriod>(() => monthPeriod(now, 0));
  const download = useDownloadExportComptable();

  const period = useMemo(
    () =>
      choice === 'this' ? monthPeriod(now, 0) : choice === 'last' ? monthPeriod(now, -1) : custom,
    [choice, custom, now],
  );
  const problem = exportPeriodProblem(period.from, period.to);

  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      <Text size="sm">{T.intro}</Text>
      <Card
        withBorder
        p={{ base: 'xs', sm: 'md' }}
        component="section"
        aria-labelledby="exports-periode"
      >
        <Stack gap="sm">
          <Radio.Group
            id="exports-periode"
            label={T.period.label}
            value={choice}
            onChange={(value) => setChoice(value as Choice)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="this" label={T.period.thisMonth} />
              <Radio value="last" label={T.period.lastMonth} />
              <Radio value="custom" label={T.period.custom} />
            </Stack>
          </Radio.Group>
          {choice === 'custom' ? (
            <Group gap="sm" grow wrap="wrap">
              <TextInput
                type="date"
                label={T.period.from}
                value={custom.from}
                onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
              />
              <TextInput
                type="date"
                label={T.period.to}
                value={custom.to}
                error={problem ?? undefined}
                onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
              />
            </Group>
          ) : null}
          {problem ? null : (
            <Text size="sm" fw={500} aria-live="polite">
              {T.period.chosen(formatDate(period.from), formatDate(period.to))}
            </Text>
          )}
        </Stack>
      </Card>
      {T.exports.map((item) => (
        <Card
          key={item.key}
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          component="section"
          aria-labelledby={`export-${item.key}`}
        >
          <Stack gap="xs">
            <Title order={3} size="h4" id={`export-${item.key}`}>
              {item.title}
            </Title>
            <Text size="sm" c="dimmed">
              {item.help}
            </Text>
            <Group gap="sm" wrap="wrap">
              {FORMATS.map(({ format, label }) => (
                <Button
                  key={format}
                  variant="light"
                  disabled={problem !== null}
                  loading={
                    download.isPending &&
                    download.variables?.path === item.path &&
                    download.variables.format === format
                  }
                  aria-label={T.download(item.title, label)}
                  onClick={() =>
                    download.mutate({ path: item.path, file: item.file, period, format })
                  }
                >
                  {label}
                </Button>
              ))}
            </Group>
          </Stack>
        </Card>
      ))}
      <Text size="xs" c="dimmed">
        {T.formats.help}
      </Text>
      {download.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(download.error)}
        </Alert>
      ) : download.isSuccess ? (
        <Text size="sm" role="status">
          {T.done}
        </Text>
      ) : null}
    </Stack>
  );
}
