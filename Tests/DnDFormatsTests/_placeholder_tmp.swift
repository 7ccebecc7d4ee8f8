// TEMP placeholder
