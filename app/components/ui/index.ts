export { Button, ButtonLink } from "./Button";
export { Card } from "./Card";
export { CardGrid } from "./CardGrid";
export { Container } from "./Container";
export { Eyebrow, Heading } from "./Heading";
export { IconButton } from "./IconButton";
export { Picture } from "./Picture";
export { Section } from "./Section";
export { TextLink } from "./TextLink";
