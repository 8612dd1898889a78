; Inno Setup script: turns dist\Bouquet\ (from packaging\bouquet.spec) into an installer.
; Build:  iscc packaging\windows\bouquet.iss   -> dist\Bouquet-setup.exe
#define AppVersion "0.1.0"

[Setup]
AppName=Bouquet
AppVersion={#AppVersion}
DefaultDirName={autopf}\Bouquet
DefaultGroupName=Bouquet
OutputDir=..\..\dist
OutputBaseFilename=Bouquet-setup
Compression=lzma2
SolidCompression=yes
ChangesAssociations=yes
PrivilegesRequiredOverridesAllowed=dialog

[Files]
Source: "..\..\dist\Bouquet\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Bouquet"; Filename: "{app}\Bouquet.exe"
Name: "{autodesktop}\Bouquet"; Filename: "{app}\Bouquet.exe"; Tasks: desktopicon

[Tasks]
Name: desktopicon; Description: "Create a desktop icon"; Flags: unchecked

[Registry]
; Double-clicking a .bouquet save opens it (the app takes the save path as its argument).
Root: HKA; Subkey: "Software\Classes\.bouquet"; ValueType: string; ValueData: "Bouquet.Save"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Bouquet.Save\shell\open\command"; ValueType: string; ValueData: """{app}\Bouquet.exe"" ""%1"""; Flags: uninsdeletekey

[Run]
Filename: "{app}\Bouquet.exe"; Description: "Start Bouquet"; Flags: nowait postinstall skipifsilent
