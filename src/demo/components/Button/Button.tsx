import styled, { css } from "styled-components"
import { theme } from "../../../site/theme"

type Variant = "primary" | "dark" | "light"

/** The colours of each variant, worked out once. */
const variants = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onDark};
    &:hover {
      background: ${theme.colors.primaryDark};
    }
  `,
  dark: css`
    background: ${theme.colors.dark};
    color: ${theme.colors.onDark};
  `,
  light: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  `,
}

/** The demo screens' button: primary (teal), dark, or light (white with dark text). */
export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: ${theme.sizes.touchTarget}px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 0;
  border-radius: ${theme.radius.small};
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  box-shadow: ${theme.shadow.card};
  ${({ $block }) => $block && "width: 100%;"}
  ${({ $variant = "primary" }) => variants[$variant]}
`
