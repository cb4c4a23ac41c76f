export function filesThatMock(packageDir: string, roots: string[], testFile: RegExp): string[];
