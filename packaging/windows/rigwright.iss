; Rigwright's Windows installer (Inno Setup 6): a per-user install, no administrator rights.
; NOT VERIFIED on the development machine (it has no Windows): built and smoke-tested by
; .github/workflows/package.yml on a hosted Windows runner. Built by packaging/build.py:
;
;   python packaging/build.py --setup
;   (= ISCC /DAppVersion=0.1.0 /DSourceDir=dist\rigwright /DOutputDir=dist packaging\windows\rigwright.iss)
;
; Installs the PyInstaller folder (rigwright.exe, the window; rigwright-cli.exe, the headless
; commands) into %LOCALAPPDATA%\Programs\Rigwright, with a Start-menu shortcut and an
; optional desktop one. The user's database, settings, drafts and logs live in
; %LOCALAPPDATA%\Rigwright (platformdirs), never in the install folder; the uninstaller keeps
; them unless the user ticks "Also delete my quotes, settings and database" (a silent
; uninstall always keeps them).

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z (packaging/build.py reads pyproject.toml)
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\rigwright"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
AppId={{6C0F3F4E-8B1D-4E49-9C52-5D3B0A7E2F41}
AppName=Rigwright
AppVersion={#AppVersion}
AppVerName=Rigwright {#AppVersion}
AppPublisher=Rigwright
DefaultDirName={autopf}\Rigwright
DefaultGroupName=Rigwright
DisableProgramGroupPage=yes
; Per user: {autopf} is %LOCALAPPDATA%\Programs, shortcuts go to the user's Start menu.
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=rigwright-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\rigwright.exe
UninstallDisplayName=Rigwright {#AppVersion}
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Rigwright"; Filename: "{app}\rigwright.exe"; Comment: "Deep-learning workstation configurator"
Name: "{group}\Uninstall Rigwright"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Rigwright"; Filename: "{app}\rigwright.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\rigwright.exe"; Description: "{cm:LaunchProgram,Rigwright}"; Flags: nowait postinstall skipifsilent

[Code]
var
  DeleteUserData: Boolean;

{ Ask, before uninstalling, whether the user's data goes too: a box left unticked keeps it. }
function InitializeUninstall(): Boolean;
var
  Form: TSetupForm;
  Note: TNewStaticText;
  Box: TNewCheckBox;
  OkButton, CancelButton: TNewButton;
begin
  Result := True;
  DeleteUserData := False;
  if UninstallSilent() then
    Exit;
  Form := CreateCustomForm();
  try
    Form.ClientWidth := ScaleX(420);
    Form.ClientHeight := ScaleY(150);
    Form.Caption := 'Uninstall Rigwright';

    Note := TNewStaticText.Create(Form);
    Note.Parent := Form;
    Note.Left := ScaleX(12);
    Note.Top := ScaleY(12);
    Note.Width := Form.ClientWidth - ScaleX(24);
    Note.AutoSize := False;
    Note.Height := ScaleY(48);
    Note.WordWrap := True;
    Note.Caption := 'Rigwright will be removed. Your quotes, settings and database in ' +
      ExpandConstant('{localappdata}\Rigwright') + ' are kept unless you tick the box.';

    Box := TNewCheckBox.Create(Form);
    Box.Parent := Form;
    Box.Left := ScaleX(12);
    Box.Top := ScaleY(68);
    Box.Width := Form.ClientWidth - ScaleX(24);
    Box.Caption := 'Also delete my quotes, settings and database';
    Box.Checked := False;

    OkButton := TNewButton.Create(Form);
    OkButton.Parent := Form;
    OkButton.Caption := 'Uninstall';
    OkButton.Width := ScaleX(90);
    OkButton.Height := ScaleY(24);
    OkButton.Left := Form.ClientWidth - ScaleX(2 * 90 + 20);
    OkButton.Top := Form.ClientHeight - ScaleY(36);
    OkButton.ModalResult := mrOk;
    OkButton.Default := True;

    CancelButton := TNewButton.Create(Form);
    CancelButton.Parent := Form;
    CancelButton.Caption := 'Cancel';
    CancelButton.Width := ScaleX(90);
    CancelButton.Height := ScaleY(24);
    CancelButton.Left := Form.ClientWidth - ScaleX(90 + 12);
    CancelButton.Top := Form.ClientHeight - ScaleY(36);
    CancelButton.ModalResult := mrCancel;
    CancelButton.Cancel := True;

    Result := Form.ShowModal() = mrOk;
    DeleteUserData := Result and Box.Checked;
  finally
    Form.Free();
  end;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if (CurUninstallStep = usPostUninstall) and DeleteUserData then
    DelTree(ExpandConstant('{localappdata}\Rigwright'), True, True, True);
end;
