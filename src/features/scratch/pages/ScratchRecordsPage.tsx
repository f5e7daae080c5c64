import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { scratchRecordsQuery } from '../api';
import { RecordList } from '../components/RecordList';
import { SCRATCH_PATH } from '../paths';
import { scratchTheme } from '../theme';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(12)};
`;

/** `/h5/scratch/records`: my latest 100 cards and what each held, from the server. */
export default function ScratchRecordsPage() {
  const { t } = useTranslation('scratch');
  const back = useBackOrClose();
  const navigate = useNavigate();
  const records = useQuery(scratchRecordsQuery());
  return (
    <Scaffold title={t('titles.records')} onBack={back} theme={scratchTheme}>
      <Body>
        {records.data ? (
          records.data.records.length === 0 ? (
            <EmptyState
              kind="noRecords"
              message={t('records.empty')}
              actionLabel={t('records.emptyAction')}
              onAction={() => void navigate(SCRATCH_PATH)}
            />
          ) : (
            <RecordList records={records.data.records} />
          )
        ) : records.isError ? (
          <ErrorState
            message={serverMessage(records.error)}
            onRetry={() => void records.refetch()}
            retrying={records.isFetching}
          />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('records.loading')}>
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <Skeleton key={index} $height={60} $radius={12} style={{ marginBottom: px(8) }} />
            ))}
          </div>
        )}
      </Body>
    </Scaffold>
  );
}
