import type { Table } from '@tanstack/react-table';
import { DropdownMenu as Menu } from 'radix-ui';
import { Check, Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { TableRow } from '../lib/table-model';
import { TABLE_TEXTS } from '../lib/table-texts';

/** "Columns": a tick per column the person may hide (the name always shows); the menu stays open while ticking. */
export function ColumnsMenu({ table }: { table: Table<TableRow> }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden />
          {TABLE_TEXTS.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-80 overflow-y-auto">
        {table
          .getAllLeafColumns()
          .filter((column) => column.getCanHide())
          .map((column) => (
            <Menu.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onCheckedChange={(shown) => column.toggleVisibility(shown)}
              onSelect={(event) => event.preventDefault()}
              className="flex min-h-8 cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-7 text-sm outline-none select-none data-[highlighted]:bg-muted relative"
            >
              <Menu.ItemIndicator className="absolute left-2 inline-flex">
                <Check className="size-4" aria-hidden />
              </Menu.ItemIndicator>
              {String(column.columnDef.header)}
            </Menu.CheckboxItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
