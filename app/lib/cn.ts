import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Nothing is merged at run time: the UI primitives keep their own styles in
 * the components layer (app.css), so a class a caller adds overrides them in the cascade
 * (decision 0026); elsewhere, a component never joins two classes that set the same property.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
