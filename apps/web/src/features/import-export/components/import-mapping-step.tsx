import {
  type Category,
  FOLDER_IMPORT_TEXTS,
  IMPORT_VALUE_TYPES,
  type ImportColumnInput,
  type ImportReadResult,
  type ImportValueType,
} from '@shortlist/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { choiceOf, choicesFor, columnOf } from '../lib/column-choice';

/** The category choice: one of the folder's, or a new one named here. */
export const NEW_CATEGORY = 'new';

interface Props {
  read: ImportReadResult;
  categories: readonly Category[];
  categoryChoice: string;
  onCategory: (choice: string) => void;
  newCategoryName: string;
  onNewCategoryName: (name: string) => void;
  columns: ImportColumnInput[];
  onColumns: (columns: ImportColumnInput[]) => void;
  /** Problems of the mapping from the server, by `columns.<i>` (and `columns`, `categoryId`). */
  fieldErrors: Record<string, string>;
}

/** Step 2: the category, and where each column goes (guessed from its header, editable). */
export function ImportMappingStep(props: Props) {
  const { read, columns, onColumns, fieldErrors } = props;
  const category = props.categories.find((c) => c.id === props.categoryChoice);
  const options = choicesFor(category?.attributes ?? []);
  const setColumn = (index: number, next: ImportColumnInput) =>
    onColumns(columns.map((c, i) => (i === index ? next : c)));
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={FOLDER_IMPORT_TEXTS.category} error={fieldErrors.categoryId}>
          <Select
            value={props.categoryChoice}
            onValueChange={props.onCategory}
            options={[
              ...props.categories.map((c) => ({ value: c.id, label: c.name })),
              { value: NEW_CATEGORY, label: FOLDER_IMPORT_TEXTS.newCategory },
            ]}
          />
        </FormField>
        {props.categoryChoice === NEW_CATEGORY && (
          <FormField label={FOLDER_IMPORT_TEXTS.newCategoryName} error={fieldErrors.newCategoryName}>
            <Input value={props.newCategoryName} onChange={(e) => props.onNewCategoryName(e.target.value)} />
          </FormField>
        )}
      </div>
      {fieldErrors.columns && (
        <p role="alert" className="text-sm text-destructive">
          {fieldErrors.columns}
        </p>
      )}
      <div className="max-h-[50vh] overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">{FOLDER_IMPORT_TEXTS.stepMapping}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th className="p-2">{FOLDER_IMPORT_TEXTS.column}</th>
              <th className="p-2">{FOLDER_IMPORT_TEXTS.sample}</th>
              <th className="p-2">{FOLDER_IMPORT_TEXTS.goesTo}</th>
            </tr>
          </thead>
          <tbody>
            {read.columns.map((column, index) => {
              const current = columns[index] ?? column.guess;
              const error = fieldErrors[`columns.${index}`];
              return (
                <tr key={index} className="border-t align-top">
                  <th scope="row" className="p-2 font-medium">
                    {column.header}
                  </th>
                  <td className="max-w-40 truncate p-2 text-muted-foreground">{column.sample}</td>
                  <td className="grid gap-2 p-2">
                    <Select
                      aria-label={`${FOLDER_IMPORT_TEXTS.goesTo}: ${column.header}`}
                      value={choiceOf(current)}
                      onValueChange={(choice) => setColumn(index, columnOf(choice, column, current))}
                      options={options}
                    />
                    {current.target === 'newAttribute' && current.newAttribute && (
                      <div className="grid grid-cols-2 gap-2">
                        <Select
                          aria-label={`${FOLDER_IMPORT_TEXTS.newAttributeType}: ${column.header}`}
                          value={current.newAttribute.valueType ?? 'text'}
                          onValueChange={(valueType) =>
                            setColumn(index, {
                              ...current,
                              newAttribute: {
                                ...current.newAttribute!,
                                valueType: valueType as ImportValueType,
                              },
                            })
                          }
                          options={IMPORT_VALUE_TYPES.map((t) => ({
                            value: t,
                            label: FOLDER_IMPORT_TEXTS.attributeTypes[t],
                          }))}
                        />
                        {current.newAttribute.valueType === 'number' && (
                          <Input
                            aria-label={`${FOLDER_IMPORT_TEXTS.unit}: ${column.header}`}
                            placeholder={FOLDER_IMPORT_TEXTS.unit}
                            value={current.newAttribute.unit ?? ''}
                            onChange={(e) =>
                              setColumn(index, {
                                ...current,
                                newAttribute: { ...current.newAttribute!, unit: e.target.value },
                              })
                            }
                          />
                        )}
                      </div>
                    )}
                    {error && (
                      <p role="alert" className="text-sm text-destructive">
                        {error}
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
