def main():
    from importlib.resources import files
    print((files("lupus_mod.templates")/"it"/"t.j2").read_text(), (files("lupus_mod.rulesets")/"x.toml").read_text())
