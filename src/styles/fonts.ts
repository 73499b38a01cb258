// Inter (variable) from the bundle: no network font, no layout shift from a late web-font swap source.
import '@fontsource-variable/inter';
