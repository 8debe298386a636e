import React, { useId } from "react"
import styled, { css } from "styled-components"
import { theme } from "../../../site/theme"

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
`

const Label = styled.label`
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`

const control = css`
  width: 100%;
  padding: ${theme.space(3)};
  /* muted, not border: a field's edge needs 3:1 against white to be seen (WCAG 1.4.11). */
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.card};
`

const Input = styled.input`
  ${control}
`
const TextArea = styled.textarea`
  ${control} resize: vertical;
`

type FieldProps = {
  label: string
  className?: string
} & (
  | ({ multiline?: false } & React.InputHTMLAttributes<HTMLInputElement>)
  | ({ multiline: true } & React.TextareaHTMLAttributes<HTMLTextAreaElement>)
)

/**
 * A labelled text field: the label is bound to the control, so a click or a screen reader finds it. Kept apart from
 * the appointment form's fields, which carry validation messages and work before the page's script runs.
 */
export function Field({ label, className, ...control }: FieldProps) {
  const id = useId()
  return (
    <Wrapper className={className}>
      <Label htmlFor={id}>{label}</Label>
      {control.multiline ? (
        <TextArea id={id} rows={4} {...withoutFlag(control)} />
      ) : (
        <Input id={id} type="text" {...withoutFlag(control)} />
      )}
    </Wrapper>
  )
}

function withoutFlag<T extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: T): Omit<T, "multiline"> {
  return rest
}
