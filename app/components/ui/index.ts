export { Button, ButtonLink } from "./Button";
export { Card } from "./Card";
export { Container } from "./Container";
export { Eyebrow, Heading } from "./Heading";
export { Picture } from "./Picture";
export { Section } from "./Section";
export { TextLink } from "./TextLink";
