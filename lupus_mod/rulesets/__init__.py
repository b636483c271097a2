"""The built-in rulesets, one TOML file each (lupus_mod.catalog reads them)."""
