import styled, { css } from "styled-components"

type Variant = "primary" | "dark" | "light"

/** The demo screens' button: primary (teal), dark, or light (white with dark text). */
export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget}px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ $block }) => $block && "width: 100%;"}
  ${({ theme, $variant = "primary" }) =>
    ({
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
    })[$variant]}
`
