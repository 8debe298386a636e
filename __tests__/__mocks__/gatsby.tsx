// Gatsby mocked the documented way: real module, with the parts that need a build replaced.
import React from "react"

const gatsby = jest.requireActual("gatsby")

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(
    ({ to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, children, ...rest }: LinkProps) => (
      <a {...rest} href={to}>
        {children}
      </a>
    ),
  ),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
