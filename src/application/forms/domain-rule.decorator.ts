import { registerDecorator, validateSync, type ValidationArguments } from 'class-validator';
import type { ValidationCode } from '../../domain/validation/validation-code';

/**
 * Bridges class-validator to the pure domain rules (DESIGN §3): the rule lives once in
 * src/domain/validation, and the constraint's message is the rule's code, which views
 * translate with src/ui/messages.
 */

/** A domain rule seen from a form: the field's text and the whole form, giving a code or null. */
export type FormRule<Form extends object> = (value: string, form: Form) => ValidationCode | null;

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Validates the decorated field with `rule`. Use one per field: the rule returns the first
 * failing code itself (required before format, and so on).
 */
export function SatisfiesRule<Form extends object>(rule: FormRule<Form>) {
  return (target: Form, propertyName: string): void => {
    registerDecorator({
      name: 'satisfiesDomainRule',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => rule(asText(value), args.object as Form) === null,
        defaultMessage: (args?: ValidationArguments) => (args ? (rule(asText(args.value), args.object as Form) ?? '') : ''),
      },
    });
  };
}

/** The string-keyed fields of a form model. */
export type FormField<Form extends object> = Extract<keyof Form, string>;
export type FormErrors<Form extends object> = Partial<Record<FormField<Form>, ValidationCode>>;

/** Runs the form's rules: each failing field maps to its first code; an empty object means valid. */
export function validateForm<Form extends object>(model: Form): FormErrors<Form> {
  const errors: FormErrors<Form> = {};
  for (const error of validateSync(model, { stopAtFirstError: true, forbidUnknownValues: false })) {
    const first = Object.values(error.constraints ?? {})[0];
    if (first !== undefined && first !== '') errors[error.property as FormField<Form>] = first as ValidationCode;
  }
  return errors;
}

export function isFormValid<Form extends object>(model: Form): boolean {
  return Object.keys(validateForm(model)).length === 0;
}
