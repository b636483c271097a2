"""The built-in rulesets, one TOML file each (lupus_mod.inputs.catalog reads them)."""
