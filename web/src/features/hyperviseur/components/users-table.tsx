// The users table (@tanstack/react-table): sortable columns, paginated; rows open the user.
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { userDisplayName, type User } from '@fohzshop/shared/schemas/user';
import { TableRoot } from '@/ui/table-root';
import { Pager } from './pager';

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text },
});
const helper = createColumnHelper<typeof features, User>();
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });
const columns = helper.columns([
  helper.accessor((user) => userDisplayName(user), { id: 'name', header: 'Nom', sortFn: 'text' }),
  helper.accessor('email', { header: 'E-mail', sortFn: 'text' }),
  helper.accessor('phone', { header: 'Téléphone', enableSorting: false }),
  helper.accessor('role', { header: 'Rôle', sortFn: 'text' }),
  helper.accessor((user) => (user.admin ? 1 : 0), {
    id: 'admin',
    header: 'Admin',
    cell: (info) => (info.getValue() ? <Badge colorPalette="orange">Admin</Badge> : null),
  }),
  helper.accessor('created_at', {
    header: 'Inscription',
    sortFn: 'alphanumeric',
    cell: (info) => DAY.format(new Date(info.getValue())),
  }),
]);
const SORT_MARK = { asc: ' ▲', desc: ' ▼' } as const;

export function UsersTable({ users, onOpen }: { users: User[]; onOpen: (user: User) => void }) {
  const table = useTable({
    features,
    columns,
    data: users,
    getRowId: (user) => user.user_id,
    initialState: {
      sorting: [{ id: 'created_at', desc: true }],
      pagination: { pageIndex: 0, pageSize: 25 },
    },
  });
  if (users.length === 0) return <Text color="fg.muted">Aucun utilisateur ne correspond.</Text>;
  const pageIndex = table.state.pagination.pageIndex;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <TableRoot size="sm" striped interactive aria-label="Utilisateurs">
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      aria-sort={
                        sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <Button
                          size="xs"
                          variant="ghost"
                          px="1"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          {sorted ? SORT_MARK[sorted] : ''}
                        </Button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.ColumnHeader>
                  );
                })}
                <Table.ColumnHeader />
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row) => (
              <Table.Row key={row.id}>
                {row.getAllCells().map((cell) => (
                  <Table.Cell key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end">
                  <Button size="xs" variant="outline" onClick={() => onOpen(row.original)}>
                    Voir / modifier
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </TableRoot>
      </Table.ScrollArea>
      <Pager
        page={pageIndex}
        pageCount={table.getPageCount()}
        total={users.length}
        onPage={(page) => table.setPageIndex(page)}
      />
    </>
  );
}
